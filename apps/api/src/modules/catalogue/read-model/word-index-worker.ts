/** The worker of a build's word index (word-index-build.ts): sets each slot's words, then settles and hands the parts back. */
import { parentPort, workerData } from 'node:worker_threads';
import { SEARCHED_ATTRIBUTES } from '@wine/contract/wine-attributes';
import { TEXT_SEPARATOR, type WordIndexMessage } from './word-index-build';
import { WordIndex } from './word-index';

const index = new WordIndex((workerData as { capacity: number }).capacity);

parentPort!.on('message', (message: WordIndexMessage) => {
  if ('texts' in message) {
    const texts = message.texts.split(TEXT_SEPARATOR);
    const perWine = 1 + SEARCHED_ATTRIBUTES.length;
    message.slots.forEach((slot, wine) => {
      if (slot >= index.start.length) index.grow(Math.max(slot + 1, index.start.length * 2));
      index.set(slot, texts[wine * perWine]!, texts.slice(wine * perWine + 1, (wine + 1) * perWine));
    });
  } else {
    index.settle(message.settle.slots, message.settle.live);
    const parts = index.parts();
    parentPort!.postMessage(parts, [...new Set(buffersOf(parts))]);
  }
});

function* buffersOf(parts: ReturnType<WordIndex['parts']>): Generator<ArrayBuffer> {
  for (const value of Object.values(parts)) {
    if (ArrayBuffer.isView(value)) yield value.buffer as ArrayBuffer;
    else if (Array.isArray(value)) for (const item of value) if (ArrayBuffer.isView(item)) yield item.buffer as ArrayBuffer;
  }
}
