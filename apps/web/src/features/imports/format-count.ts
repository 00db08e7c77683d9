/** 5,602 rather than 5602. */
export const formatCount = (count: number) => count.toLocaleString('en-US');
