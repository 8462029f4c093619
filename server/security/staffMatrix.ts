/**
 * The back office's authorization matrix: two merchants and an admin. The victim is
 * the demo merchant's shop (云租优选旗舰店); the attacker is a merchant of another shop (极客数码),
 * or any merchant calling a platform endpoint. Each area of the back office (orders, devices,
 * goods, after-sales, platform …) has its own file in staffAreas/ that arranges the victim's
 * things and lists the calls that name them; staffMatrix.test.ts drives every row and checks the
 * answer and that nothing changed.
 */
import type { Answer, TestServer } from '../testing/harness';
import type { StaffLogin } from '../testing/staff';

export type StaffCast = { server: TestServer; admin: StaffLogin; merchant: StaffLogin; other: StaffLogin };

export type StaffExpectation =
  /** Code 403: a button the role does not hold, or a platform call by a merchant. */
  | { kind: 'forbidden' }
  /** Code 404: another shop's row, as if unknown. */
  | { kind: 'notFound' }
  /** Code 200 with the caller's own rows only. */
  | { kind: 'ownView'; check: (answer: Answer) => void };

export type StaffRow<Ids> = {
  /** What of the victim's the call names. */
  names: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** The route as server/routes declares it, for the test's name. */
  route: string;
  /** Who calls: the other shop's merchant (default) or the victim shop's own merchant (platform calls). */
  as?: 'other' | 'merchant';
  /** A button taken from the merchants' role for this call (and given back after): the call must check it. */
  withoutButton?: string;
  path: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
  /** A download's form-encoded body (docs/product-rules.md#downloads), instead of JSON. */
  form?: (ids: Ids) => Record<string, string>;
  expect: StaffExpectation;
};

export type StaffArea<Ids> = {
  name: string;
  /** Gives the victim's shop its things, through the domain or the API; returns their ids. */
  arrange: (cast: StaffCast) => Promise<Ids>;
  rows: readonly StaffRow<Ids>[];
};

/** Keeps each area's ids typed while the test holds areas of different kinds. */
export const staffArea = <Ids>(area: StaffArea<Ids>): StaffArea<unknown> => area as StaffArea<unknown>;

export const FORBIDDEN = { kind: 'forbidden' } as const;
export const NOT_FOUND = { kind: 'notFound' } as const;
