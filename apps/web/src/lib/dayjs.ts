import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

// Month and week names in Chinese for the date pickers and whoever formats a date with dayjs.
// Set here, by the pages that use dates, not by the shell (issue 16: no dayjs before the first render).
dayjs.locale('zh-cn');

export { dayjs };
export type { Dayjs } from 'dayjs';
