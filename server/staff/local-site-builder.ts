import { BuildFailed, rebuildSite } from '../build-site';
import type { BuildState, SiteBuilder } from './site-builder';

/** How many lines of a local build's output the desk is shown. */
const LOG_LINES = 40;

/** The state as it is now: the build goes on changing its own. */
const snapshot = (build: BuildState): BuildState => ({ ...build, log: [...build.log] });

/** Rebuilds out/ in this process's checkout, one build at a time, then tells the server to serve it. */
export class LocalSiteBuilder implements SiteBuilder {
  readonly kind = 'local';
  private latest: BuildState | undefined;
  private running: Promise<void> | undefined;
  /** Someone published while a build ran: one more build follows it. */
  private again: string | undefined;

  private readonly built: Array<() => void> = [];

  constructor(
    private readonly root: string,
    private readonly outDir: string,
    private readonly rebuild: typeof rebuildSite = rebuildSite,
  ) {}

  /** Called after each good build: the static server lists out/'s files again. */
  onBuilt(listener: () => void): void {
    this.built.push(listener);
  }

  async start(by: string): Promise<BuildState> {
    if (this.running) {
      this.again = by;
      return snapshot(this.latest!);
    }
    const build: BuildState = { state: 'running', startedAt: new Date().toISOString(), by, log: [] };
    this.latest = build;
    this.running = this.rebuild(this.root, this.outDir, (line) => {
      build.log.push(line);
      if (build.log.length > LOG_LINES) build.log.shift();
    })
      .then(
        () => {
          build.state = 'succeeded';
          for (const listener of this.built) listener();
        },
        (error: unknown) => {
          build.state = 'failed';
          build.log.push(error instanceof BuildFailed ? `${error.step} failed (exit ${error.status}): the live site is as it was before` : String(error));
        },
      )
      .finally(() => {
        build.finishedAt = new Date().toISOString();
        this.running = undefined;
        const next = this.again;
        this.again = undefined;
        if (next) void this.start(next);
      });
    return snapshot(build);
  }

  async status(): Promise<BuildState | undefined> {
    return this.latest && snapshot(this.latest);
  }

  /** Waits for the build under way (tests, and a server closing). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }
}
