// What other modules (and the API's wiring and tests) use of the legal duties: everything else is the folder's own.
export { statement as touristTaxStatement } from './touristTax';
export { runRetention, RETENTION_JOB } from './privacy';
