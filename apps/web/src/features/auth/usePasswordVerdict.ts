import { loadPasswordChecker, type PasswordChecker, type PasswordVerdict } from '@catering/domain';
import { useEffect, useMemo, useState } from 'react';

/**
 * The policy's verdict on `password` as it is typed; undefined until the dictionary (its
 * own chunk, about 200 kB) has arrived, which starts when the form opens.
 */
export function usePasswordVerdict(password: string): PasswordVerdict | undefined {
  const [check, setCheck] = useState<PasswordChecker>();
  useEffect(() => {
    let current = true;
    loadPasswordChecker().then(
      (checker) => current && setCheck(() => checker),
      () => {}, // the meter stays empty; the form still checks on submit (and the server)
    );
    return () => {
      current = false;
    };
  }, []);
  // A check takes a few milliseconds: once per password, not once per render.
  return useMemo(() => (check ? check(password) : undefined), [check, password]);
}
