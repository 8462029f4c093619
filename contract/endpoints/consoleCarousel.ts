import { endpoint, STAFF } from '../endpoint';
import { carouselDeleteBody, carouselSaveBody, consoleCarouselListBody } from '../consoleContent';
import type { ConsoleSlide } from '../consoleContent';

export const CONSOLE_CAROUSEL_API = {
  list: endpoint('POST', '/api/sys/carousel/list', STAFF, { json: consoleCarouselListBody }).pages<ConsoleSlide>(),
  save: endpoint('POST', '/api/sys/carousel/save', STAFF, { json: carouselSaveBody }).answers<ConsoleSlide>(),
  remove: endpoint('POST', '/api/sys/carousel/delete', STAFF, { json: carouselDeleteBody }).answers<{ id: number }>(),
} as const;
