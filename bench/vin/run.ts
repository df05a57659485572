/**
 * bench/vin: what decoding VINs costs the catalog (docs/operations.md, 'VIN decoding'): the
 * first decode (loading vPIC: gunzip, sql.js, indexes), the resident memory it adds, and the
 * time per VIN once loaded.
 */
import { VpicRepository } from '../../services/catalog/src/repositories/vpic.repository.js';

const VINS = [
  '1HGCM82633A004352', // Honda Accord 2003
  '1FA6P8CF3L5100000', // Ford Mustang 2020
  'WBA8E9C54GK000000', // BMW 328i 2016
  'JF1VA1E65L9800000', // Subaru WRX 2020
  '2HGFC2F59HH000000', // Honda Civic 2017
];
const ROUNDS = 4;

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

const vpic = new VpicRepository();
const before = process.memoryUsage();
let started = performance.now();
await vpic.decode(VINS[0]);
const first = performance.now() - started;
const after = process.memoryUsage();

const times: number[] = [];
for (let round = 0; round < ROUNDS; round++)
  for (const vin of VINS) {
    started = performance.now();
    await vpic.decode(vin);
    times.push(performance.now() - started);
  }
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];

console.log(`first decode (loads vPIC)   ${ms(first)}`);
console.log(
  `resident memory added       ${mb(after.rss - before.rss)} (external ${mb(after.external - before.external)})`,
);
console.log(
  `per VIN, ${times.length} decodes       median ${ms(at(0.5))}, p90 ${ms(at(0.9))}, max ${ms(times[times.length - 1])}`,
);
