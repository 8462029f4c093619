/**
 * The product server's tables, one file per aggregate. One schema for both drivers (PGlite and
 * PostgreSQL); drizzle-kit turns it into the SQL under ../migrations (drizzle.config.ts reads this
 * file). Money is integer fen, times are timestamptz and are always written from the application
 * clock (never SQL now()), so tests can move time.
 */
export * from './meta';
export * from './customers';
export * from './console';
export * from './sessions';
export * from './verification';
export * from './catalog';
export * from './content';
export * from './coupons';
export * from './cart';
export * from './orders';
export * from './notifications';
export * from './bills';
export * from './payments';
export * from './files';
export * from './safety';
export * from './serviceRequests';
export * from './devices';
export * from './invoices';
export * from './identity';
export * from './addresses';
export * from './money';
export * from './orderDesk';
export * from './withholding';
export * from './documents';
export * from './parcels';
export * from './upgrades';
