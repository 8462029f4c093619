/**
 * The menu's buttons and the typed permission list are the same keys: a key the routes and the
 * console can name is a button the menu grants, and no button grants a key nothing checks.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ALL_PERMISSIONS, PERMISSIONS } from '@/contract/permissions';
import { MENU_ROWS } from './data/menus';

const BUTTON = 4;

test('every permission key is a button of the menu, and every button is a listed key', () => {
  const buttons = MENU_ROWS.filter((row) => row.type === BUTTON).map((row) => row.url);
  assert.deepEqual(new Set(buttons), new Set([ALL_PERMISSIONS, ...PERMISSIONS]));
  assert.equal(new Set(buttons).size, buttons.length, 'each key is one button');
});
