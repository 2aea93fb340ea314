import { RateLimitedError, UnavailableError } from "../shared/domainErrors";

export type QueryQueueLimits = {
  /** Queries of one tenant that run at once. */
  concurrency: number;
  /** Queries of one tenant that may wait for a free place; one more is refused. */
  maxWaiting: number;
  /**
   * Queries of one user (within a tenant) that run at once; 0 turns the per-user bounds off, and the line
   * serves strictly in order of arrival.
   */
  userConcurrency: number;
  /** Queries of one user that may wait; one more is refused with 429 (when the per-user bounds are on). */
  userMaxWaiting: number;
};

/** Who sent a query and what it runs: the per-user and per-endpoint bounds are counted by these. */
export type QueryTicket = {
  tenant: string;
  /** The user's id (or the anonymous visitor's address). */
  user: string;
  /** The endpoint, when it has a cost budget: at most `maxConcurrent` of its queries run at once per tenant. */
  endpoint?: { path: string; maxConcurrent: number } | undefined;
};

/** The answer to a query refused because its tenant's line is full. */
export const QUERY_QUEUE_FULL =
  "The data engine is busy with other queries of this tenant. Please try again in a moment.";

/** The answer to a query refused because its user already has as many waiting as one user may. */
export const USER_QUERIES_WAITING =
  "You have too many data queries waiting. Please try again when some of them have answered.";

/**
 * When a refused query should be tried again: the web app's first retry of a 503 comes after 2 s
 * anyway, and by then the queries ahead of it have usually moved on.
 */
export const QUERY_QUEUE_RETRY_AFTER_SECONDS = 2;

type Waiting = { ticket: QueryTicket; start: () => void };

type Lane = {
  running: number;
  runningByUser: Map<string, number>;
  runningByEndpoint: Map<string, number>;
  waiting: Waiting[];
};

const countOf = (counts: Map<string, number>, key: string) => counts.get(key) ?? 0;

function add(counts: Map<string, number>, key: string, delta: number): void {
  const count = countOf(counts, key) + delta;
  if (count === 0) counts.delete(key);
  else counts.set(key, count);
}

/**
 * A line per tenant in front of the data engine: at most `concurrency` of a tenant's queries run at
 * once, the next `maxWaiting` wait, and any more are refused at once (UnavailableError, 503 with
 * Retry-After) rather than piling up in memory. Within the tenant no user runs more than
 * `userConcurrency` at once or has more than `userMaxWaiting` waiting (RateLimitedError, 429 with
 * Retry-After), and an endpoint with a cost budget runs at most its `maxConcurrent` at once. A free place
 * goes to the waiting query whose user runs the fewest, then to the earliest: a user flooding the line
 * waits behind everyone else's next query instead of in front of it. A query's place is given on when it
 * settles, whether it succeeded or failed.
 */
export class QueryQueue {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly limits: QueryQueueLimits) {}

  /** Runs `work` when the ticket's tenant, user and endpoint bounds give it a place; refuses when its line is full. */
  async run<T>(ticket: QueryTicket, work: () => Promise<T>): Promise<T> {
    const lane = this.laneOf(ticket.tenant);
    // After every change the line gives each free place it can (dispatch), so a query that finds a place
    // overtakes only queries held back by their own user's or endpoint's bound.
    if (!this.hasPlace(lane, ticket)) {
      if (
        this.perUser &&
        lane.waiting.filter((w) => w.ticket.user === ticket.user).length >= this.limits.userMaxWaiting
      ) {
        throw new RateLimitedError(USER_QUERIES_WAITING, QUERY_QUEUE_RETRY_AFTER_SECONDS);
      }
      if (lane.waiting.length >= this.limits.maxWaiting) {
        throw new UnavailableError(QUERY_QUEUE_FULL, QUERY_QUEUE_RETRY_AFTER_SECONDS);
      }
      // dispatch() counts the query as running before it resumes.
      await new Promise<void>((start) => lane.waiting.push({ ticket, start }));
    } else {
      this.begin(lane, ticket);
    }
    try {
      return await work();
    } finally {
      this.end(lane, ticket);
      this.dispatch(lane);
      if (lane.running === 0 && lane.waiting.length === 0) this.lanes.delete(ticket.tenant);
    }
  }

  /** How many of a tenant's queries run and wait now (for tests and diagnostics). */
  load(tenant: string): { running: number; waiting: number } {
    const lane = this.lanes.get(tenant);
    return { running: lane?.running ?? 0, waiting: lane?.waiting.length ?? 0 };
  }

  /** How many queries of all tenants run and wait now. */
  totalLoad(): { running: number; waiting: number } {
    let running = 0;
    let waiting = 0;
    for (const lane of this.lanes.values()) {
      running += lane.running;
      waiting += lane.waiting.length;
    }
    return { running, waiting };
  }

  private get perUser(): boolean {
    return this.limits.userConcurrency > 0;
  }

  private laneOf(tenant: string): Lane {
    const known = this.lanes.get(tenant);
    if (known) return known;
    const lane: Lane = { running: 0, runningByUser: new Map(), runningByEndpoint: new Map(), waiting: [] };
    this.lanes.set(tenant, lane);
    return lane;
  }

  private hasPlace(lane: Lane, ticket: QueryTicket): boolean {
    if (lane.running >= this.limits.concurrency) return false;
    if (this.perUser && countOf(lane.runningByUser, ticket.user) >= this.limits.userConcurrency) return false;
    const { endpoint } = ticket;
    return !endpoint || countOf(lane.runningByEndpoint, endpoint.path) < endpoint.maxConcurrent;
  }

  private begin(lane: Lane, ticket: QueryTicket): void {
    lane.running += 1;
    add(lane.runningByUser, ticket.user, 1);
    if (ticket.endpoint) add(lane.runningByEndpoint, ticket.endpoint.path, 1);
  }

  private end(lane: Lane, ticket: QueryTicket): void {
    lane.running -= 1;
    add(lane.runningByUser, ticket.user, -1);
    if (ticket.endpoint) add(lane.runningByEndpoint, ticket.endpoint.path, -1);
  }

  /** Gives free places to waiting queries that may run: the user running the fewest first, then the earliest. */
  private dispatch(lane: Lane): void {
    while (lane.running < this.limits.concurrency) {
      const next = this.nextToStart(lane);
      if (next < 0) return;
      const [chosen] = lane.waiting.splice(next, 1);
      if (!chosen) return;
      this.begin(lane, chosen.ticket);
      chosen.start();
    }
  }

  /**
   * The index of the waiting query to start next, or -1 when none may start: the fairest one, or without
   * per-user bounds the earliest one that has a place (one held back by its endpoint's budget holds up no other).
   */
  private nextToStart(lane: Lane): number {
    if (this.perUser) return this.fairest(lane);
    return lane.waiting.findIndex((waiting) => this.hasPlace(lane, waiting.ticket));
  }

  private fairest(lane: Lane): number {
    let best = -1;
    let bestRunning = Number.POSITIVE_INFINITY;
    lane.waiting.forEach((waiting, index) => {
      if (!this.hasPlace(lane, waiting.ticket)) return;
      const running = countOf(lane.runningByUser, waiting.ticket.user);
      if (running < bestRunning) {
        best = index;
        bestRunning = running;
      }
    });
    return best;
  }
}
