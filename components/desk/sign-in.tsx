'use client';

import { useState, type FormEvent } from 'react';
import { SubmitButton, TextField } from '@/components/forms/fields';
import { sendPasswordReset, signInWithGoogle, signInWithPassword, type DeskAuth } from './firebase-auth';

/** What Firebase's error codes mean to the person signing in. */
const REASONS: Record<string, string> = {
  'auth/invalid-credential': 'The email or the password is not right',
  // What the Auth emulator, and projects without email enumeration protection, say instead.
  'auth/wrong-password': 'The email or the password is not right',
  'auth/user-not-found': 'The email or the password is not right',
  'auth/invalid-login-credentials': 'The email or the password is not right',
  'auth/invalid-email': 'Enter a valid email address',
  'auth/user-disabled': 'This account is switched off: ask an admin',
  'auth/too-many-requests': 'Too many tries: wait a few minutes, or reset the password',
  'auth/network-request-failed': 'No connection to the sign-in service: check the network and try again',
  'auth/popup-closed-by-user': 'The Google window was closed before signing in',
  'auth/popup-blocked': 'The browser blocked the Google window: allow pop-ups for this site',
};

const reasonOf = (error: unknown) => REASONS[(error as { code?: string }).code ?? ''] ?? 'Signing in failed: try again';

/** Email and password (an invited account), or Google with the same address; and the reset link. */
export function SignIn({ auth }: { auth: DeskAuth }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | undefined>();

  async function attempt(signIn: () => Promise<unknown>) {
    setBusy(true);
    setMessage(undefined);
    try {
      await signIn();
    } catch (error) {
      setMessage({ error: true, text: reasonOf(error) });
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void attempt(() => signInWithPassword(auth, email.trim(), password));
  }

  async function reset() {
    if (!email.trim()) return setMessage({ error: true, text: 'Enter your email address first, then ask for the link' });
    await attempt(async () => {
      await sendPasswordReset(auth, email.trim());
      setMessage({ error: false, text: `If ${email.trim()} has an account, a link to set a new password is on its way` });
    });
  }

  return (
    <section aria-labelledby="sign-in-title" className="mx-auto max-w-md rounded-2xl border border-forest-900/15 bg-white p-6 shadow-sm">
      <h1 id="sign-in-title" className="font-display text-2xl font-bold text-forest-900">
        Sign in to the desk
      </h1>
      <p className="mt-2 text-muted">For the company&apos;s staff: editors, publishers and sales.</p>
      <form className="mt-6 grid gap-4" onSubmit={submit} noValidate>
        <TextField label="Email" type="email" name="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <SubmitButton submitting={busy} label="Sign in" submittingLabel="Signing in…" />
      </form>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-outline" disabled={busy} onClick={() => void attempt(() => signInWithGoogle(auth))}>
          Sign in with Google
        </button>
        <button type="button" className="min-h-11 px-2 font-semibold text-leaf-700 underline underline-offset-4" disabled={busy} onClick={() => void reset()}>
          Forgot the password?
        </button>
      </div>
      <p role="status" aria-live="polite" className={message?.error ? 'mt-4 font-semibold text-red-800' : 'mt-4 text-forest-900'}>
        {message?.text}
      </p>
    </section>
  );
}
