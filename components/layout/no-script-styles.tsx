/**
 * What the page's widgets do when scripts are off, as CSS that applies only then. HTML allows a <style>
 * in <noscript> only inside <head>, so each language's document puts these rules there, rather than each
 * widget beside its markup in <body>. Pages without the widget are untouched: no element has its class.
 */
const NO_SCRIPT_RULES = [
  // The main menu (main-nav.tsx, nav-dropdown.tsx): the phone menu is simply shown, and hover and focus open the dropdowns.
  '.nav-panel{display:block!important}li:hover>.dd-panel,li:focus-within>.dd-panel{display:block!important}',
  // The footer's Explore links (layout/footer-explore.tsx), collapsed on phones in the HTML, are shown.
  '.footer-explore{display:block!important}',
  // Tabs (sections/tabs.tsx): the tab buttons are hidden and every panel is shown, one after another.
  '.tabs-list{display:none!important}.tab-panel{display:block!important;margin-top:2rem}',
  // What only scripts make work is hidden: the phone menu's toggle (the menu is shown), the footer's
  // 'View More' (the links are shown), the brochure button
  // (sections/brochure-action.tsx) and the 'Give Feedback' button (layout/floating-buttons.tsx), whose noscript
  // links stand in, and the forms' 'Loading' placeholders (forms/form-words.tsx).
  '.script-only{display:none!important}',
];

export function NoScriptStyles() {
  return (
    <noscript>
      <style>{NO_SCRIPT_RULES.join('')}</style>
    </noscript>
  );
}
