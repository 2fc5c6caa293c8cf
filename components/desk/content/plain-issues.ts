/**
 * zod's messages, as an editor reads them: "Too small: expected string to have >=1 characters" says that a
 * box must not be empty. Messages the content schema writes itself ("must be an image under /assets/")
 * are already plain and pass through.
 */
const PLAIN: Array<[RegExp, (match: RegExpMatchArray) => string]> = [
  [/^Too small: expected string to have >=1 characters?$/, () => 'Write something here: this cannot be empty'],
  [/^Too small: expected string to have >=(\d+) characters$/, (m) => `Write at least ${m[1]} characters`],
  [/^Too big: expected string to have <=(\d+) characters$/, (m) => `Keep this to ${m[1]} characters at most`],
  [/^Too small: expected array to have >=(\d+) items?$/, (m) => `Add at least ${m[1]} ${m[1] === '1' ? 'item' : 'items'}`],
  [/^Too big: expected array to have <=(\d+) items$/, (m) => `At most ${m[1]} items`],
  [/^Invalid input: expected \w+, received undefined$/, () => 'Fill this in'],
  [/^Invalid input: expected number, received \w+$/, () => 'Write a number'],
];

export function plainIssue(message: string): string {
  for (const [pattern, say] of PLAIN) {
    const match = pattern.exec(message);
    if (match) return say(match);
  }
  return message;
}
