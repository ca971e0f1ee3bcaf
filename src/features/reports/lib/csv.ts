// The CSV files of the reports: the app's one CSV writer (src/lib/csv.ts).
export { CSV_BOM, csvCell, downloadCsv, toCsv, type CsvValue } from '@/lib/csv';
