/** A person's name as every screen shows it: name and last name, trimmed, the missing one left out. */
export function fullName(person: { name?: string | null; last_name?: string | null }): string {
  return [person.name, person.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
