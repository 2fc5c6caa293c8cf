import { DeskApp } from '@/components/desk/desk-app';

/** /desk/: the staff desk, a client application behind sign-in. Without JavaScript it says what it needs. */
export default function DeskPage() {
  return (
    <>
      <noscript>
        <p style={{ padding: '1rem' }}>The desk needs JavaScript: turn it on to sign in.</p>
      </noscript>
      <DeskApp />
    </>
  );
}
