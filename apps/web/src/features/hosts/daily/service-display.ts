import type { HostDaily, HostService } from '@catering/domain';

type ServingTemp = NonNullable<HostDaily['scheduledMenu']['elements'][number]['servingTemp']>;

const SERVING_TEMP_LABELS: Record<ServingTemp, string> = {
  HOT: 'Hot',
  COLD: 'Cold',
  AMBIENT: 'Ambient',
};

export const servingTempLabel = (temp: ServingTemp) => SERVING_TEMP_LABELS[temp];

/** What a host unloads for one line of the menu: "Chicken Thigh — 2 full, 1 half · Hotel pan". */
export function containerText(line: HostService['containers'][number]): string {
  const counts = [
    ...(line.full > 0 ? [`${line.full} full`] : []),
    ...(line.half > 0 ? [`${line.half} half`] : []),
  ];
  return `${line.name} — ${counts.join(', ')} · ${line.container}`;
}
