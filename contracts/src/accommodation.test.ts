import { AMENITY_GROUPS, AMENITY_GROUP_NAMES, AMENITY_KEYS, VOIVODESHIPS } from './accommodation.ts';

describe('choice lists', () => {
  it('offer the amenities of each group', () => {
    expect(AMENITY_KEYS.kitchenElemetns).toHaveLength(9);
    expect(AMENITY_KEYS.roomElements).toHaveLength(13);
    expect(AMENITY_KEYS.bathroomElements).toHaveLength(5);
    expect(AMENITY_KEYS.securityElements).toHaveLength(5);
  });

  it('list each group and each amenity key once, in the order of the apartment step, with a Polish label', () => {
    expect(AMENITY_GROUP_NAMES).toEqual(['kitchenElemetns', 'roomElements', 'bathroomElements', 'securityElements']);
    expect(AMENITY_GROUP_NAMES.map((group) => AMENITY_GROUPS[group].label)).toEqual(['Kuchnia', 'Pokoje', 'Łazienka', 'Bezpieczeństwo']);
    const keys = AMENITY_GROUP_NAMES.flatMap((group) => AMENITY_KEYS[group]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(AMENITY_KEYS.bathroomElements[0]).toBe('bathtube');
    expect(AMENITY_GROUPS.bathroomElements.items.bathtube).toBe('Wanna');
  });

  it('offer the 16 voivodeships', () => {
    expect(VOIVODESHIPS).toHaveLength(16);
    expect(VOIVODESHIPS).toContain('pomorskie');
  });
});
