// The V8 flags every server process runs with: npm start, npm run cluster's instances and the
// benches' servers (and their bare Node baselines, so a ratio compares like with like).
//
// V8 sizes the young generation from the machine's memory: up to 64 MiB a semi-space here, which a
// busy server fills with short-lived request objects and keeps. Capped at 4 MiB, the relay's memory per
// listener fell from 22.7 to 7.4-8.9 KiB at 5,000 listeners, with search throughput within the noise
// of the uncapped server (npm run bench -- gateway, catalogue; see the README's figures).
export const serverNodeFlags = ['--max-semi-space-size=4'];
