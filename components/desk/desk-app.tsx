'use client';

import { clsx } from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { staffPaths } from '@/lib/staff/api';
import { site } from '@/content/site';
import { LeadsInbox } from './leads/leads-inbox';
import { ContentWorkspace } from './content/content-workspace';
import { ActivityLog } from './content/activity-log';
import { deskAuth, signOutOfDesk, watchStaffUser, type StaffUser } from './firebase-auth';
import { SignIn } from './sign-in';
import { answerOf, StaffApiError, staffApiFor, type Member, type StaffApi } from './staff-client';

type View = 'content' | 'leads' | 'activity';

const VIEWS: Array<{ view: View; label: string; needs: Member['may'][number] }> = [
  { view: 'content', label: 'Content', needs: 'drafts' },
  { view: 'leads', label: 'Leads', needs: 'leads' },
  { view: 'activity', label: 'Activity', needs: 'drafts' },
];

/**
 * The staff desk: sign-in, then what the member's role gives: the content (drafts, preview, publish,
 * history) for editors and publishers, the leads for sales, the log of content actions. Client-only: the
 * page's HTML is this shell, and everything in it comes from the staff API after sign-in.
 */
export function DeskApp() {
  const auth = useMemo(() => deskAuth(), []);
  const [user, setUser] = useState<StaffUser | null | undefined>(undefined);
  // Who the staff API says is signed in, for the session it was asked with (a new sign-in asks again).
  const [session, setSession] = useState<{ api: StaffApi; member?: Member; problem?: string } | undefined>();
  const [view, setView] = useState<View | undefined>();
  const api = useMemo(() => (user ? staffApiFor(user) : undefined), [user]);

  useEffect(() => (auth ? watchStaffUser(auth, setUser) : undefined), [auth]);

  useEffect(() => {
    if (!api) return;
    answerOf<Member>(api(staffPaths.me)).then(
      (me) => {
        setSession({ api, member: me });
        setView((current) => current ?? VIEWS.find(({ needs }) => me.may.includes(needs))?.view);
      },
      (error: unknown) => setSession({ api, problem: error instanceof StaffApiError ? error.message : 'The desk could not load: try again' }),
    );
  }, [api]);
  const current = session?.api === api ? session : undefined;
  const member = current?.member;
  const problem = current?.problem;

  const views = member ? VIEWS.filter(({ needs }) => member.may.includes(needs)) : [];

  return (
    <div className="min-h-screen bg-paper text-ink">
      <header className="bg-forest-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-display text-lg font-bold">
            {site.brand} <span className="font-normal text-gold-400">desk</span>
          </p>
          {user ? (
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <span>
                {user.email}
                {member ? ` · ${member.role}` : ''}
              </span>
              <button type="button" className="btn-outline-light min-h-11" onClick={() => auth && void signOutOfDesk(auth)}>
                Sign out
              </button>
            </div>
          ) : null}
        </div>
        {views.length > 1 ? (
          <nav aria-label="Desk" className="mx-auto flex max-w-7xl gap-1 px-4">
            {views.map((item) => (
              <button
                key={item.view}
                type="button"
                aria-current={view === item.view ? 'page' : undefined}
                onClick={() => setView(item.view)}
                className={clsx('min-h-11 rounded-t-lg px-4 font-semibold', view === item.view ? 'bg-paper text-forest-900' : 'text-white hover:bg-forest-800')}
              >
                {item.label}
              </button>
            ))}
          </nav>
        ) : null}
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        {!auth ? (
          <p className="rounded-xl bg-gold-100 p-4">
            Staff sign-in is not configured for this build: set NEXT_PUBLIC_FIREBASE_PROJECT_ID and NEXT_PUBLIC_FIREBASE_API_KEY (and NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST for
            the emulator), or run <code>npm run desk</code>.
          </p>
        ) : user === undefined ? (
          <p role="status">Checking your sign-in…</p>
        ) : user === null ? (
          <SignIn auth={auth} />
        ) : problem ? (
          <p role="alert" className="rounded-xl bg-gold-100 p-4 font-semibold">
            {problem}
          </p>
        ) : !member || !api ? (
          <p role="status">Loading the desk…</p>
        ) : (
          <>
            {/* The page's one h1 names the view; each view's own headings follow it. */}
            <h1 className="sr-only">{VIEWS.find((item) => item.view === view)?.label ?? 'Desk'}</h1>
            {view === 'content' ? (
              <ContentWorkspace api={api} member={member} />
            ) : view === 'leads' ? (
              <LeadsInbox api={api} me={{ email: member.email }} />
            ) : view === 'activity' ? (
              <ActivityLog api={api} />
            ) : (
              <p>Your role ({member.role}) has nothing on the desk yet.</p>
            )}
          </>
        )}
      </main>
    </div>
  );
}
