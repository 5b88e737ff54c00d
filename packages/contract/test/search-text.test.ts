import { describe, expect, it } from 'vitest';
import { foldedWords, searchWords, typosAllowed } from '../src/search-text';

describe('search folding (issue 43)', () => {
  it('folds case, accents, hyphens and apostrophes the same way whole or character by character, with the places of the words', () => {
    const cases: [string, string[]][] = [
      ['Château Belair-Lussac', ['chateau', 'belair', 'lussac']],
      ['Saint-Émilion Grand Cru', ['saint', 'emilion', 'grand', 'cru']],
      ["d'Arenberg The Dead Arm", ['darenberg', 'the', 'dead', 'arm']],
      ['Cave de Tain L\u2019Hermite', ['cave', 'de', 'tain', 'lhermite']],
      ['Straße Œuvre ÆØ', ['strasse', 'oeuvre', 'aeo']],
      ['e\u0301te\u0301, 2019!', ['ete', '2019']],
      ['Bodegas Marqués de Riscal', ['bodegas', 'marques', 'de', 'riscal']],
    ];
    for (const [text, words] of cases) {
      expect(foldedWords(text), text).toEqual(words);
      expect(searchWords(text).map(({ word }) => word), text).toEqual(words);
    }
    expect(searchWords('Château Pomerol').map(({ start, end }) => 'Château Pomerol'.slice(start, end))).toEqual(['Château', 'Pomerol']);
  });

  it('allows typos by length, none in a word with a digit', () => {
    expect(['nior', 'pinot', 'sauvignon', '20199'].map(typosAllowed)).toEqual([0, 1, 2, 0]);
  });
});
