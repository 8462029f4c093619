import { creditCodeProblem } from '../creditCode';

describe('unified social credit code: legal early codes', () => {
  // Codes of registered Fujian businesses that fail the GB 32100-2015 check, as
  // reported by people validating real registry data (segmentfault.com/q/1010000015163528).
  // The check therefore warns and never refuses on its own.
  it.each(['91350211M0000XUF46', '91350100M0001TGQXM'])('%s has the right shape but fails the check character', (code) => {
    expect(creditCodeProblem(code)).toBe('checkDigit');
  });

  it('the standard’s worked example 91350100M000100Y43 passes', () => {
    expect(creditCodeProblem('91350100M000100Y43')).toBeNull();
  });
});
