import type { AnyResource, ResourceName } from "../../src/catalogue/registry";
import type { Tx } from "../platform/db/types";

/**
 * What the contract tests (tests/server: resources, transitions) need to know about one resource
 * beyond what its catalogue entry says: the test data the sampler cannot guess. One per resource, in
 * `server/domains/<section>/<name>/fixture.ts`, listed by the generated server/domains/index.ts.
 * Fixtures import no test code: what they need of the test's server comes through FixtureServer.
 */

/** What a fixture's hooks may use of the test's server (the tests adapt their harness to it). */
export interface FixtureServer {
  /** The server's database, written directly as a test's setup. */
  readonly db: Tx;
  /** The server's (test) clock. */
  now(): number;
  readonly adminToken: string;
  rpc(path: string, payload: Record<string, unknown>, token?: string): Promise<{ status: number; body: { code?: unknown; message?: unknown; data?: unknown } }>;
}

/** Data for sample number `n`, merged over what the sampler makes. */
export type Given = Readonly<Record<string, unknown>> | ((n: number) => Record<string, unknown>);

type Def<N extends ResourceName> = Extract<AnyResource, { readonly name: N }>;
/** Field keys of resource N (any string for a fixture of no resource in particular, as the tests read them). */
type FieldKey<N extends ResourceName> = [ResourceName] extends [N] ? string : FieldKeyOf<N>;
type TransitionName<N extends ResourceName> = [ResourceName] extends [N] ? string : TransitionNameOf<N>;
type FieldKeyOf<N extends ResourceName> = Def<N> extends { readonly fields: readonly (infer F)[] } ? (F extends { readonly key: infer K } ? K & string : never) : never;
type TransitionNameOf<N extends ResourceName> = Def<N> extends { readonly states: { readonly transitions: readonly (infer T)[] } } ? (T extends { readonly name: infer K } ? K & string : never) : never;

export interface FixtureDef<N extends ResourceName> {
  /** What a create needs beyond the sampler (dictionary values, extra keys): the generic contract (resources.test.ts). */
  readonly given?: Given;
  /**
   * What the state-machine matrix (transitions.test.ts) creates with, where it needs more or other than
   * `given` (a free work so that 上架 needs no tiles; windows a week apart): used there instead of `given`.
   */
  readonly givenForTransitions?: Given;
  /** Integer fields holding another resource's Id without being a `ref` (a lesson's course, by its courseType). */
  readonly idOf?: Readonly<Partial<Record<FieldKey<N>, ResourceName>>>;
  /** The same for the matrix only, where it needs more (上架 needs the work's 书家). */
  readonly idOfForTransitions?: Readonly<Partial<Record<FieldKey<N>, ResourceName>>>;
  /** The server reads a file field's stored upload (课程附件 its type and size): sample files are uploaded first. */
  readonly uploaded?: boolean;
  /** Create data needing records of other resources no ref asks for (an album item's own image); `n`: the sample number, when there is one. */
  readonly madeFirst?: (server: FixtureServer, n?: number) => Promise<Record<string, unknown>>;
  /** After a create in the matrix: rows of other tables its machine needs (a course's playable lesson). */
  readonly afterCreate?: (server: FixtureServer, record: Record<string, unknown> & { Id: number }) => Promise<void>;
  /** References that must agree with one another (a homework's class belongs to its course), from the references already made. */
  readonly linked?: (tx: Tx, refs: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /** Server-set values written over a new record before its matrix runs. */
  readonly prepare?: Readonly<Partial<Record<FieldKey<N>, unknown>>>;
  /** The same, before one transition's allowed call. */
  readonly prepareTransition?: Readonly<Partial<Record<TransitionName<N>, Readonly<Partial<Record<FieldKey<N>, unknown>>>>>>;
  /** Rows of other tables put back before each allowed call (a review is decided only while its course is pending). */
  readonly beforeCall?: (tx: Tx, Id: number) => Promise<void>;
  /** Transition inputs the sampler cannot guess (an amount that must equal the record's, a number used once). */
  readonly input?: Readonly<Partial<Record<TransitionName<N>, () => Record<string, unknown>>>>;
  /** Set up before the resource's matrix; answers its teardown. */
  readonly setup?: () => () => void;
  /** The generic contract's child-list case: what a record moved to another parent must take along (a homework's class). */
  readonly followParent?: (server: FixtureServer, parentId: number) => Promise<Record<string, unknown>>;
  /** Range filters the samples leave empty: the contract tries the next one. */
  readonly rangeSkipped?: readonly FieldKey<N>[];
}

export interface Fixture<N extends ResourceName = ResourceName> extends FixtureDef<N> {
  readonly resource: N;
}

/** One resource's test fixture; the name is checked against the catalogue (and, by tests/unit/modules.test.ts, against its folder). */
export function defineFixture<N extends ResourceName>(resource: N, def: FixtureDef<N>): Fixture<N> {
  return { resource, ...def };
}

/** `given` of a fixture for sample `n` (the matrix's own when `forTransitions` and it has one). */
export function givenOf(fixture: Fixture | undefined, n: number, forTransitions = false): Record<string, unknown> {
  const given = (forTransitions ? fixture?.givenForTransitions ?? fixture?.given : fixture?.given) ?? {};
  return typeof given === "function" ? given(n) : { ...given };
}
