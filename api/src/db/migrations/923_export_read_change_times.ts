// 'Analiza wysyłek' (issue 36): the chart's 'Oczekujące' is how many changes were waiting for a channel at the end of
// each day, so each read of an export address keeps when each change it carried was made here (`changed_at`); a
// change waited at the end of a day made before it and read after it. Reads recorded before this keep null (the chart
// takes their changes as made when the longest of them was, which they recorded).
export const sql = `
alter table calendar_export_reads add column changed_at timestamptz[];
`;
