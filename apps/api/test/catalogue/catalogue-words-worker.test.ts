import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { searchWords } from '@wine/contract/search-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueReadModel } from '../../src/modules/catalogue/read-model/model';
import type { ModelAnswer } from '../../src/modules/catalogue/read-model/query';
import { FACET_OPTIONS } from '../../src/modules/catalogue/read-model/store';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeWine, makeWines, wineValues } from '../helpers/fixtures';
import { builtStore, randomText, search, seeded, seededWine } from '../helpers/search-catalogue';

/**
 * A large build makes its word index in a worker thread (word-index-build.ts, session 30): the store
 * that adopts it answers every search as a store whose index was made in the build's own thread,
 * and stays writable as that one does.
 */

/** An answer as data: the words a title marks are compared on the wines' own words. */
const comparable = ({ search: found, ...rest }: ModelAnswer, words: readonly string[]) => ({ ...rest, allWords: found?.allWords, marked: words.filter((word) => found?.matches(word)) });

const WINES = 20_000;
const QUESTIONS = 400;

describe('a build\'s word index made in a worker', () => {
  it(`answers ${QUESTIONS} random searches as the index made in the build's thread, on ${WINES} wines and through writes`, async () => {
    const random = seeded(30);
    const all = Array.from({ length: WINES }, (_, index) => seededWine(index)).filter((wine) => wine.active);
    const [inWorker, inThread] = await Promise.all([builtStore(all, true), builtStore(all, false)]);
    expect(inWorker.wordIndex.dictionary.values).toEqual(inThread.wordIndex.dictionary.values);
    const titleWords = [...new Set(all.slice(0, 500).flatMap((wine) => searchWords(wine.titleLower).map(({ word }) => word)))];
    for (let question = 0; question < QUESTIONS; question++) {
      if (question % 100 === 50) {
        // The same writes to both: new titles with words no wine had, producers moved, wines taken out.
        for (let write = 0; write < 60; write++) {
          const target = random.pick(all);
          if (random.next() < 0.25) for (const store of [inWorker, inThread]) store.remove(target.id);
          else {
            const donor = random.pick(all);
            const changed = { ...target, titleLower: `${donor.titleLower} ${random.pick(['zweigeltsession', 'rosé', 'new'])}`, producer: donor.producer };
            for (const store of [inWorker, inThread]) store.put(changed);
          }
        }
        if (random.next() < 0.5) for (const store of [inWorker, inThread]) store.settle();
      }
      const text = question % 100 === 51 ? 'zweigeltsesion' : randomText(all, random);
      const color = random.next() < 0.3 ? random.pick(FACET_OPTIONS.color) : undefined;
      const question_ = { limit: 50, facets: random.next() < 0.3, attributes: color ? { color: [color] } : {} };
      expect(comparable(search(inWorker, text, question_), titleWords), text).toEqual(comparable(search(inThread, text, question_), titleWords));
    }
  }, 600_000);
});

describe('a read model whose build makes its word index in a worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await makeWines(t.db, Array.from({ length: 300 }, (_, index) => {
      const wine = seededWine(index);
      return wineValues({ title: wine.title, producer: wine.producer, region: wine.region, varietal: wine.varietal, origin: wine.origin, country: wine.country });
    }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers as one built in its own thread, and follows a write', async () => {
    const inWorker = createCatalogueReadModel(t.db, t.app.log, { wordWorkerFrom: 0 });
    const inThread = createCatalogueReadModel(t.db, t.app.log, { wordWorkerFrom: Number.POSITIVE_INFINITY });
    try {
      const ask = (model: typeof inWorker, text: string) =>
        model.answer({ tenantId: SHOP_TENANT_ID, flags: {}, attributes: {}, text, field: 'relevance', descending: false, offset: 0, limit: 100, facets: true }, async (ids) => ids);
      const random = seeded(300);
      const wines = Array.from({ length: 300 }, (_, index) => seededWine(index));
      for (let question = 0; question < 60; question++) {
        const text = randomText(wines, random);
        const [a, b] = await Promise.all([ask(inWorker, text), ask(inThread, text)]);
        expect({ ...a, search: a.search?.allWords }, text).toEqual({ ...b, search: b.search?.allWords });
      }
      await makeWine(t.db, { title: 'Zweigeltsession Reserve 2021' });
      for (const model of [inWorker, inThread]) expect((await ask(model, 'zweigeltsesion')).total).toBe(1);
    } finally {
      await Promise.all([inWorker.close(), inThread.close()]);
    }
  });
});
