import type { PeriodicJob } from './periodic-job';

/** One kind of background work: how it is made, and how often its rounds run. */
export interface BackgroundWork<Deps> {
  /** For the log: what stopped or failed. */
  name: string;
  /** Time from the end of one round to the start of the next. */
  everyMs: number;
  create(deps: Deps): PeriodicJob | Promise<PeriodicJob>;
}

export interface BackgroundRunner {
  /** Names of the work running, in the registry's order. */
  readonly names: string[];
  /** Stops every job; each finishes the round in progress first. */
  stop(): Promise<void>;
}

/** Makes and starts every job of `registry`. */
export async function startBackgroundWork<Deps>(
  registry: readonly BackgroundWork<Deps>[],
  deps: Deps,
): Promise<BackgroundRunner> {
  const jobs: PeriodicJob[] = [];
  for (const work of registry) jobs.push(await work.create(deps));
  jobs.forEach((job, index) => job.start(registry[index]!.everyMs));
  return {
    names: registry.map((work) => work.name),
    async stop() {
      await Promise.all(jobs.map((job) => job.stop()));
    },
  };
}
