/** Times leave the API as HH:MM (PostgreSQL answers HH:MM:SS). */
export const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);
