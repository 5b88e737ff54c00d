import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../src/csv';

describe('csvCell', () => {
  it.each([
    ['plain text', 'Silver Oak', 'Silver Oak'],
    ['a comma', 'Hopper, Grace', '"Hopper, Grace"'],
    ['quotes', 'The "Reserve"', '"The ""Reserve"""'],
    ['a line break', 'line one\nline two', '"line one\nline two"'],
    ['a carriage return inside', 'a\r\nb', '"a\r\nb"'],
    ['an empty string', '', ''],
    ['a number', 12, '12'],
    ['an amount', '24.99', '24.99'],
    ['a negative amount', '-5.00', '-5.00'],
  ])('writes %s as it is, quoted when needed', (_name, value, written) => expect(csvCell(value)).toBe(written));

  it('writes null as an empty cell', () => expect(csvCell(null)).toBe(''));

  it.each([
    ['=HYPERLINK("http://evil.test","x")', `"'=HYPERLINK(""http://evil.test"",""x"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3+cmd|\' /C calc\'!A0', "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['=1,2', `"'=1,2"`],
  ])('neutralises the formula %j', (value, written) => expect(csvCell(value)).toBe(written));
});

describe('csvLine', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvLine(['SL-100001', 'Hopper, Grace', 2, null, '60.00'])).toBe('SL-100001,"Hopper, Grace",2,,60.00\r\n');
  });
});
