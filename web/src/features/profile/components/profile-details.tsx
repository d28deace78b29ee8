import type { Profile } from '../api/get-profile';
import { countryName, displayPhone } from '../profile-form-values';

const NOT_SET = 'Not set';

export function ProfileDetails({ profile }: { readonly profile: Profile }) {
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const rows = [
    { label: 'Name', value: name || NOT_SET },
    { label: 'Email', value: profile.email },
    { label: 'Phone', value: displayPhone(profile.phone) ?? NOT_SET },
    { label: 'Country of residence', value: countryName(profile.country) ?? NOT_SET },
  ];
  return (
    <dl className="details">
      {rows.map((row) => (
        <div className="details__row" key={row.label}>
          <dt>{row.label}</dt>
          <dd className={row.value === NOT_SET ? 'details__empty' : undefined}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
