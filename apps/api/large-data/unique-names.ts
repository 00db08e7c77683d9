/**
 * Names unique whatever the letter case (the database's unique indexes are on lower(name)):
 * a few tries at a fresh combination, then a number on the end.
 */
export class UniqueNames {
  private readonly taken = new Set<string>();

  claim(makeName: () => string): string {
    for (let attempt = 0; attempt < 20; attempt++) {
      const name = makeName();
      if (this.tryClaim(name)) return name;
    }
    const base = makeName();
    for (let n = 2; ; n++) if (this.tryClaim(`${base} ${n}`)) return `${base} ${n}`;
  }

  private tryClaim(name: string): boolean {
    const key = name.toLowerCase();
    if (this.taken.has(key)) return false;
    this.taken.add(key);
    return true;
  }
}
