// Types of haproxy.mjs, for the TypeScript tests and bench that start it.
import type { ChildProcess } from 'node:child_process';

export interface HaproxyOptions {
  port: number;
  host?: string;
  servers: Array<{ name: string; port: number; host?: string }>;
}

export interface RunningHaproxy {
  url: string;
  configFile: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export const HAPROXY: string;
export function haproxyConfig(options: HaproxyOptions): string;
export function ensureHaproxy(options?: { install?: boolean }): boolean;
export function startHaproxy(options: HaproxyOptions, how?: { quiet?: boolean }): Promise<RunningHaproxy>;
