import { describe, expect, it } from 'vitest';
import { lsnValue, replicaLagMs } from '../../src/db/replicas';

describe('replica lag', () => {
  it('orders WAL positions across their two halves', () => {
    expect(lsnValue('0/16B3748')).toBe(0x16b3748n);
    expect(lsnValue('1/0') > lsnValue('0/FFFFFFFF')).toBe(true);
  });

  const samples = [
    { at: 1_000, lsn: lsnValue('0/100') },
    { at: 2_000, lsn: lsnValue('0/200') },
    { at: 3_000, lsn: lsnValue('0/300') },
  ];

  it('is 0 when the replica has replayed every position the primary had', () => {
    expect(replicaLagMs(samples, lsnValue('0/300'), 3_500)).toBe(0);
    expect(replicaLagMs([], lsnValue('0/0'), 3_500)).toBe(0);
  });

  it('is the age of the oldest position the replica has not replayed', () => {
    expect(replicaLagMs(samples, lsnValue('0/250'), 3_500)).toBe(500);
    expect(replicaLagMs(samples, lsnValue('0/150'), 3_500)).toBe(1_500);
    expect(replicaLagMs(samples, lsnValue('0/50'), 3_500)).toBe(2_500);
  });
});
