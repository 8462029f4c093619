import fc from 'fast-check';
import { ageOn, normaliseResidentId, residentIdBirthDate, residentIdCheckCharacter, residentIdProblem } from '../residentId';

describe('resident identity number (GB 11643, ISO 7064 MOD 11-2)', () => {
  it('accepts the examples published in GB 11643-1999', () => {
    // The standard's own examples: a check value of 10 is written X.
    expect(residentIdProblem('11010519491231002X')).toBeNull();
    expect(residentIdProblem('440524188001010014')).toBeNull();
  });

  it('computes the check character from the first seventeen digits', () => {
    expect(residentIdCheckCharacter('11010519491231002')).toBe('X');
    expect(residentIdCheckCharacter('44052418800101001')).toBe('4');
  });

  it('tells a wrong check character, an impossible birth date and a wrong shape apart', () => {
    expect(residentIdProblem('110105194912310021')).toBe('checkCharacter');
    expect(residentIdProblem('110105194902300021')).toBe('birthDate');
    expect(residentIdProblem('110105190002290021')).toBe('birthDate'); // 1900 was no leap year
    expect(residentIdProblem('11010519491231002')).toBe('format');
    expect(residentIdProblem('01010519491231002X')).toBe('format');
    expect(residentIdProblem('1101051949123100X2')).toBe('format');
  });

  it('reads a lower-case x as X once normalised', () => {
    expect(residentIdProblem(normaliseResidentId(' 110105 19491231 002x '))).toBeNull();
  });

  it('catches every single-digit typo and every swap of two different neighbours', () => {
    const valid = fc
      .tuple(fc.integer({ min: 110000, max: 659999 }), fc.date({ min: new Date('1930-01-01'), max: new Date('2010-12-31'), noInvalidDate: true }), fc.integer({ min: 0, max: 999 }))
      .map(([area, birth, seq]) => {
        const body = `${area}${birth.toISOString().slice(0, 10).replace(/-/g, '')}${String(seq).padStart(3, '0')}`;
        return body + residentIdCheckCharacter(body);
      });
    fc.assert(
      fc.property(valid, fc.integer({ min: 0, max: 16 }), fc.integer({ min: 1, max: 9 }), (id, position, shift) => {
        expect(residentIdProblem(id)).toBeNull();
        const digit = (Number(id.charAt(position)) + shift) % 10;
        const typo = id.slice(0, position) + digit + id.slice(position + 1);
        expect(residentIdProblem(typo)).not.toBeNull();
        if (position < 16 && id.charAt(position) !== id.charAt(position + 1)) {
          const swapped = id.slice(0, position) + id.charAt(position + 1) + id.charAt(position) + id.slice(position + 2);
          expect(residentIdProblem(swapped)).not.toBeNull();
        }
      }),
    );
  });

  it('reads the birth date written in the number', () => {
    expect(residentIdBirthDate('11010519491231002X')).toEqual({ year: 1949, month: 12, day: 31 });
  });

  it('counts whole years, a birthday not yet reached this year taking one off', () => {
    const birth = { year: 2008, month: 11, day: 25 };
    expect(ageOn(birth, { year: 2026, month: 11, day: 24 })).toBe(17);
    expect(ageOn(birth, { year: 2026, month: 11, day: 25 })).toBe(18);
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 })).toBe(18);
  });
});
