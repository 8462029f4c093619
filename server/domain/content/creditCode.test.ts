/**
 * The unified social credit code check lives in contract/creditCode.ts (the storefront's form
 * and the product server share it); it is tested here, with the product server's runner, because
 * the applications it guards are stored by this server.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { CREDIT_CODE_ALPHABET, creditCodeCheckCharacter, creditCodeProblem, isUnifiedSocialCreditCode, normaliseCreditCode } from '@/contract/creditCode';

test('real registered codes pass', () => {
  for (const code of ['91350100M000100Y43', '9144030071526726XG', '91110108551385082Q', '91330100799655058B']) {
    assert.equal(creditCodeProblem(code), null, code);
  }
});

test('the check character is 31 minus the weighted sum mod 31, and 31 is written 0', () => {
  assert.equal(creditCodeCheckCharacter('91350100M000100Y4'), '3');
  assert.equal(creditCodeCheckCharacter('9144030071526726X'), 'G');
  // A body whose weighted sum is a multiple of 31 gets check value 31 → "0".
  assert.equal(creditCodeCheckCharacter('00000000000000000'), '0');
  assert.throws(() => creditCodeCheckCharacter('9135010OM000100Y4'), RangeError);
});

test('a wrong check character, length or alphabet is told apart', () => {
  assert.equal(creditCodeProblem('91350100M000100Y44'), 'checkDigit');
  assert.equal(creditCodeProblem('91350100M000100Y4'), 'length');
  assert.equal(creditCodeProblem('91350100M000100Y433'), 'length');
  assert.equal(creditCodeProblem('91350100M000100I43'), 'format', 'I is not in the alphabet');
  assert.equal(creditCodeProblem('91350100MOOO100Y43'), 'format', 'O is not in the alphabet');
  assert.equal(creditCodeProblem('9135A100M000100Y43'), 'format', 'the division code is six digits');
  assert.equal(creditCodeProblem('91350100m000100y43'), 'format', 'lower case is normalised before checking');
});

test('input is normalised: spaces removed, upper case', () => {
  assert.equal(normaliseCreditCode(' 9135 0100 m000 100y43 '), '91350100M000100Y43');
  assert.equal(isUnifiedSocialCreditCode('91350100m000100y43'), true);
  assert.equal(isUnifiedSocialCreditCode(''), false);
});

test('any body with its computed check character is valid, and any other final character is not', () => {
  const character = fc.constantFrom(...CREDIT_CODE_ALPHABET);
  const body = fc
    .tuple(
      fc.array(character, { minLength: 2, maxLength: 2 }),
      fc.array(fc.constantFrom(...'0123456789'), { minLength: 6, maxLength: 6 }),
      fc.array(character, { minLength: 9, maxLength: 9 }),
    )
    .map(([head, division, organisation]) => [...head, ...division, ...organisation].join(''));
  fc.assert(
    fc.property(body, character, (first17, other) => {
      const check = creditCodeCheckCharacter(first17);
      assert.equal(creditCodeProblem(first17 + check), null);
      if (other !== check) assert.equal(creditCodeProblem(first17 + other), 'checkDigit');
    }),
  );
});
