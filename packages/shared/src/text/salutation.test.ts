import { describe, expect, it } from 'vitest';
import { withoutSalutation } from './salutation';

describe('withoutSalutation', () => {
  it('drops a typed salutation in any case, with or without a dot', () => {
    expect(withoutSalutation('Dr Ala')).toBe('Ala');
    expect(withoutSalutation('Dr. Tan')).toBe('Tan');
    expect(withoutSalutation('dr tan')).toBe('tan');
    expect(withoutSalutation('DR.Tan')).toBe('Tan');
    expect(withoutSalutation('Doctor Tan Wei')).toBe('Tan Wei');
    expect(withoutSalutation('doctor   lee')).toBe('lee');
  });

  it('keeps names and numbers that only start like one, and a salutation alone', () => {
    expect(withoutSalutation('Drew Lim')).toBe('Drew Lim');
    expect(withoutSalutation('Doctorow')).toBe('Doctorow');
    expect(withoutSalutation('Dr')).toBe('Dr');
    expect(withoutSalutation('Dr.')).toBe('Dr.');
    expect(withoutSalutation('Doctor ')).toBe('Doctor ');
    expect(withoutSalutation('M12345A')).toBe('M12345A');
    expect(withoutSalutation('Tan Dr')).toBe('Tan Dr');
  });
});
