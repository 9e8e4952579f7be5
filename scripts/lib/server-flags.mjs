// The V8 flags every server process runs with: npm start, npm run cluster's instances and the
// benches' servers (and their bare Node baselines, so a ratio compares like with like).
//
// V8 sizes the young generation from the machine's memory: up to 64 MiB a semi-space here, which a
// busy server fills with short-lived request objects and keeps. Capped at 4 MiB, the relay's memory per
// listener fell from 22.7 to 7.4-8.9 KiB at 5,000 listeners, with search throughput within the noise
// of the uncapped server (npm run bench -- gateway, catalogue; see the README's figures).
//
// V8 lets the old generation grow to up to four times what survived its last full collection before
// collecting it again. A crowd of listeners joining at once (every listener of an instance reconnecting
// after a restart) leaves their requests' objects there as garbage, which the relay then carried for as
// long as it ran: 7.4-13.2 KiB per listener at 5,000. Growing by a tenth at a time, the same run measured
// 4.9-5.9 KiB and an idle server 8 MiB smaller, with search throughput unchanged (15,122 against 12,549
// requests/s, within the noise of one run each).
export const serverNodeFlags = ['--max-semi-space-size=4', '--heap-growing-percent=10'];
