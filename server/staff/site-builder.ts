/**
 * What happens after a publish: the site is rebuilt from the published collections. Locally the server
 * rebuilds out/ itself and serves the new site; in production the deploy hook (a GitHub repository_dispatch)
 * starts the publish workflow, whose token lives only on the server. The desk shows the build's state.
 */
export interface BuildState {
  /** running, then succeeded or failed; `queued` while a hook's run has not started. */
  state: 'queued' | 'running' | 'succeeded' | 'failed';
  startedAt: string;
  finishedAt?: string;
  /** Who published. */
  by: string;
  /** The last lines of the build's output (local), or where to read it (the workflow run's page). */
  log: string[];
  url?: string;
}

export interface SiteBuilder {
  readonly kind: 'local' | 'github';
  /** Starts a build (a publish while one runs starts another once it ends, so none is lost). */
  start(by: string): Promise<BuildState>;
  /** The latest build's state; undefined before the first. */
  status(): Promise<BuildState | undefined>;
}

/** The event type the publish workflow runs on (.github/workflows/deploy.yml). */
export const DEPLOY_EVENT = 'content-published';

/**
 * Fires the publish workflow with a repository_dispatch, and reads its latest run's state from the
 * Actions API. Thin on purpose: GitHub runs the build; this only starts it and reports it.
 */
export class GitHubDeployHook implements SiteBuilder {
  readonly kind = 'github';
  private firedBy: { by: string; at: string } | undefined;

  constructor(
    private readonly repository: string,
    private readonly token: string,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly api = 'https://api.github.com',
  ) {}

  private request(path: string, init: RequestInit = {}) {
    return this.fetchImpl(`${this.api}/repos/${this.repository}${path}`, {
      ...init,
      headers: { Accept: 'application/vnd.github+json', Authorization: `Bearer ${this.token}`, 'X-GitHub-Api-Version': '2022-11-28', ...init.headers },
      signal: AbortSignal.timeout(15_000),
    });
  }

  async start(by: string): Promise<BuildState> {
    const at = new Date().toISOString();
    const answer = await this.request('/dispatches', { method: 'POST', body: JSON.stringify({ event_type: DEPLOY_EVENT, client_payload: { by } }) });
    if (answer.status !== 204) throw new Error(`The deploy hook answered ${answer.status}: the content is published, and the site is rebuilt at the next hook`);
    this.firedBy = { by, at };
    return { state: 'queued', startedAt: at, by, log: [] };
  }

  async status(): Promise<BuildState | undefined> {
    if (!this.firedBy) return undefined;
    const answer = await this.request('/actions/runs?event=repository_dispatch&per_page=1');
    const run = answer.ok
      ? ((await answer.json()) as { workflow_runs?: Array<{ status: string; conclusion: string | null; html_url: string; created_at: string; updated_at: string }> })
          .workflow_runs?.[0]
      : undefined;
    const { by, at } = this.firedBy;
    // A run older than our hook is the previous publish's: ours has not started yet.
    if (!run || run.created_at < at.slice(0, 19)) return { state: 'queued', startedAt: at, by, log: [] };
    const state = run.status !== 'completed' ? 'running' : run.conclusion === 'success' ? 'succeeded' : 'failed';
    return { state, startedAt: run.created_at, finishedAt: run.status === 'completed' ? run.updated_at : undefined, by, log: [], url: run.html_url };
  }
}
