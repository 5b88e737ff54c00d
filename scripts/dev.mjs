// npm run dev: the API in watch mode on PORT (default 3000) and Vite's dev server, which proxies
// /api and /media to it. Open the address Vite prints.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const env = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: apiPort,
  PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? 'http://localhost:5173',
  API_ORIGIN: `http://localhost:${apiPort}`,
};
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/main.ts'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit', env }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
children.forEach((child) =>
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  }),
);
