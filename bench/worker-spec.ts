/** A worker process's spec: the JSON its parent writes on its stdin before closing it. */
export async function readSpec<Spec>(): Promise<Spec> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return JSON.parse(text) as Spec;
}
