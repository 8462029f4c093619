/** The back office's permission keys (RuoYi's `module:resource:action`); the admin role holds them all through one key. */
export const ALL_PERMISSIONS = '*:*:*';
