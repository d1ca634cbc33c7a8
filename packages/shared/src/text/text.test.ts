import { describe, expect, it } from 'vitest';
import { INPUT_MESSAGES, multilineText, singleLineText, untrimmedText } from './text';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('singleLineText', () => {
  it('trims, then refuses every control character (C0, DEL, C1) with its message alone', () => {
    const schema = singleLineText('Please enter a name.').min(1, 'Please enter a name.').max(5);

    expect(schema.parse('  Tan \n')).toBe('Tan');
    for (const bad of [
      'a\u0000',
      '\u0001b',
      'a\tb',
      'a\nb',
      'a\rb',
      'a\u001fb',
      'a\u007f',
      'a\u0085',
    ]) {
      expect(messagesOf(schema.safeParse(bad)), JSON.stringify(bad)).toEqual([
        INPUT_MESSAGES.controlCharacter,
      ]);
    }
    // One issue, not also "too long": the control character is what to fix.
    expect(messagesOf(schema.safeParse('abcdefgh\u0000'))).toEqual([
      INPUT_MESSAGES.controlCharacter,
    ]);
  });

  it('keeps the field its own messages for what is missing or too long', () => {
    const schema = singleLineText('Please enter a name.')
      .min(1, 'Please enter a name.')
      .max(5, 'Too long.');

    expect(messagesOf(schema.safeParse(undefined))).toEqual(['Please enter a name.']);
    expect(messagesOf(schema.safeParse('   '))).toEqual(['Please enter a name.']);
    expect(messagesOf(schema.safeParse('abcdefgh'))).toEqual(['Too long.']);
  });

  it('takes any other text, accents, CJK and emoji included', () => {
    expect(singleLineText().parse('Zoë 陈 🙂 O’Brien')).toBe('Zoë 陈 🙂 O’Brien');
  });
});

describe('multilineText', () => {
  it('keeps tabs and line breaks, and refuses the other control characters', () => {
    expect(multilineText().parse(' line one\r\n\tline two ')).toBe('line one\r\n\tline two');
    for (const bad of ['a\u0000b', 'a\u000bb', 'a\u000cb', 'a\u001bb', 'a\u009fb']) {
      expect(messagesOf(multilineText().safeParse(bad)), JSON.stringify(bad)).toEqual([
        INPUT_MESSAGES.controlCharacterMultiline,
      ]);
    }
  });
});

describe('untrimmedText', () => {
  it('keeps the spaces and refuses control characters', () => {
    expect(untrimmedText().parse(' secret ')).toBe(' secret ');
    expect(messagesOf(untrimmedText().safeParse('sec\u0000ret'))).toEqual([
      INPUT_MESSAGES.controlCharacter,
    ]);
  });
});
