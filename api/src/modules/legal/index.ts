// What other modules (and the API's wiring, the demo and tests) use of the legal duties: everything else is the folder's own.
export { statement as touristTaxStatement } from './touristTax';
export { kt1 as kt1Prefill } from './kt1';
export { nightsReport as nightsReportOf } from './nightsReport';
export { runRetention, RETENTION_JOB } from './privacy';
