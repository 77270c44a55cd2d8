/** Which lottery page: /lottery (all), /seaLottery (sea) or /vnLottery (vn). */
export type LotteryKind = 'lottery' | 'sea' | 'vn';
