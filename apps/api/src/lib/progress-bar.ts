import cliProgress from 'cli-progress';

/**
 * A progress bar on the terminal for long operator commands (the seed, backups): `update` starts it
 * at the first call. Drawn only on a terminal, so logs and tests stay clean.
 */
export function progressBar(label: string): { update: (done: number, total: number) => void; stop: () => void } {
  const bar = new cliProgress.SingleBar(
    { format: `${label} [{bar}] {percentage}% | {value}/{total} | {duration_formatted}`, hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update: (done, total) => {
      if (!started) bar.start(total, done);
      else {
        bar.setTotal(total);
        bar.update(done);
      }
      started = true;
    },
    stop: () => {
      if (started) bar.stop();
      started = false;
    },
  };
}
