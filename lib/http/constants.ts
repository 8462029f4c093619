/**
 * The numbers of docs/storefront.md#constants that the browser's HTTP layer uses, in one place so a test or a
 * reviewer finds each once.
 */
import { DOOR_PREFIX } from '@/contract/endpoint';

/** Every product-server call gives up after 50 seconds. */
export const REQUEST_TIMEOUT_MS = 50_000;
/** File downloads may take up to an hour while the server generates the file. */
export const DOWNLOAD_TIMEOUT_MS = 3_600_000;
/** An identical POST or PUT within this window of the previous one is a duplicate submit. */
export const REPEAT_SUBMIT_WINDOW_MS = 1_000;
/** Bodies this large (in characters) skip the duplicate check: hashing them would stall the page. */
export const REPEAT_SUBMIT_MAX_CHARS = 5 * 1024 * 1024;
/** sessionStorage key of the last POST or PUT's digest, as in the original shop. */
export const REPEAT_SUBMIT_STORAGE_KEY = 'sessionObj';
/** How long the "generating the file takes a while" notice stays. */
export const DOWNLOAD_NOTICE_MS = 5_000;
/** How long the "no menu permission" message stays. */
export const MENU_MISSING_NOTICE_MS = 3_000;

/** The browser's door to the product server: the same-origin route handler (docs/architecture.md#the-door). */
export const CLIENT_API_BASE = `${DOOR_PREFIX}/`;

/** Request header that asks the route handler not to add the session token. */
export const IS_TOKEN_HEADER = 'isToken';

/** Call parameters of the 消息 list and the back-office menu (docs/storefront.md#constants). */
export const MESSAGE_LIST_PAGE = 1;
export const MESSAGE_LIST_LIMIT = 99;
export const MENU_GROUP_ID = 90;
