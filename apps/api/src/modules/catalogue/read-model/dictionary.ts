/**
 * Strings as small integer codes, each distinct string held once: a million wines share some
 * thousands of names and varietals. Codes are never reused, so the dictionary holds every string
 * seen since the store was built (a rebuild starts a new one).
 */
export class Dictionary {
  private readonly codes = new Map<string, number>();
  /** The strings by code. */
  readonly values: string[] = [];

  /** The string's code, given one when first seen. */
  codeOf(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }

  /** The string's code, or undefined when no wine ever had it. */
  find(value: string): number | undefined {
    return this.codes.get(value);
  }
}
