import { describe, expect, it } from 'vitest';
import { statedDates } from '../../../../studio/server/gates/text-dates';

const days = (text: string, year = 2027) => statedDates(text, year).dates.map(({ day }) => day);
const periods = (text: string, year = 2027) => statedDates(text, year).periods.map(({ from, to }) => `${from.day}…${to.day}`);

describe('the dates a text states', () => {
  it('reads the ways a Chinese page writes a date, a year carried to the dates after it', () => {
    expect(days('2027 年 3 月 1 日 00:00 至 4 月 30 日 24:00')).toEqual(['2027-03-01', '2027-04-30']);
    expect(days('活动日期：2027-03-01 至 2027/04/30，3月15号加场')).toEqual(['2027-03-01', '2027-04-30', '2027-03-15']);
    expect(days('5 月 1 日起', 2028)).toEqual(['2028-05-01']);
  });

  it('reads a period, and its end in the next year when it has no year and falls before its start', () => {
    expect(periods('2027 年 3 月 1 日 00:00 至 4 月 30 日 24:00')).toEqual(['2027-03-01…2027-04-30']);
    expect(periods('12 月 20 日—1 月 5 日')).toEqual(['2027-12-20…2028-01-05']);
    expect(periods('2027 年 4 月 30 日到 2027 年 3 月 1 日')).toEqual(['2027-04-30…2027-03-01']);
    expect(periods('3 月 1 日开始，4 月 30 日结束')).toEqual([]);
  });

  it('leaves out what is not a day, and the data a {{ }} shows', () => {
    expect(days('2 月 30 日，共 12 月 期；{{ data.start | date }} 至 {{ data.end }}')).toEqual([]);
  });
});
