/**
 * Where the search reports the listings a served result page showed (the owners' statistics count them). An
 * abstract class, not an import of the statistics module: the statistics provide it (StatisticsModule is global),
 * and their entity refers to businesses, so the dependency stays one way.
 */
export abstract class SearchAppearances {
  /** Counts unless the User-Agent is a bot's (or missing) or counting is off. */
  abstract countAppearances(businessIds: readonly string[], userAgent: string | undefined): void;
}
