/**
 * The data sources behind the name catalogue, with the licence and attribution each one asks for, as recorded in
 * `../shared/data/SOURCES.md` and the `.LICENSE.txt` files beside the raw data. The Credits screen and the
 * licence section of `data/README.md` are both written from this list.
 */

/** What a source contributes to the catalogue; the app translates these, the pipeline maps them to files. */
export const DATA_USES = [
  'births',
  'names',
  'gender',
  'tags',
  'origins',
  'variants',
  'nicknames',
  'namedays',
  'pronunciations',
] as const;
export type DataUse = (typeof DATA_USES)[number];

/** `open`: an open licence; `public-domain`: no copyright; `none-stated`: the publisher states no open licence. */
type LicenceKind = 'open' | 'public-domain' | 'none-stated';

export interface Licence {
  kind: LicenceKind;
  /** The licence's own name; for the other kinds the ground for it (a statute, a statement, a copyright line). */
  name: string;
  spdx?: string;
  url?: string;
  /** The licence text or notice shipped in the repository, relative to its root. */
  text?: string;
}

export interface DataSource {
  id: string;
  name: string;
  publisher: string;
  uses: readonly DataUse[];
  licence: Licence;
  /** Word for word as the source asks to be credited (or suggests, where it asks nothing). */
  attribution: string;
  url: string;
}

const LICENCES = 'data/licences';

const CC_BY_SA_4: Licence = {
  kind: 'open',
  name: 'Creative Commons Attribution-ShareAlike 4.0 International',
  spdx: 'CC-BY-SA-4.0',
  url: 'https://creativecommons.org/licenses/by-sa/4.0/',
  text: `${LICENCES}/CC-BY-SA-4.0.txt`,
};

const MIT = {
  kind: 'open',
  name: 'MIT License',
  spdx: 'MIT',
  url: 'https://opensource.org/license/mit/',
} as const;

export const DATA_SOURCES: readonly DataSource[] = [
  {
    id: 'ssa',
    name: 'National baby-name data',
    publisher: 'U.S. Social Security Administration (SSA)',
    uses: ['births'],
    licence: { kind: 'public-domain', name: 'work of the U.S. federal government, 17 U.S.C. § 105' },
    attribution: 'Source: U.S. Social Security Administration',
    url: 'https://www.ssa.gov/oact/babynames/',
  },
  {
    id: 'insee',
    name: 'Fichier des prénoms',
    publisher: 'Institut national de la statistique et des études économiques (INSEE)',
    uses: ['births'],
    licence: {
      kind: 'open',
      name: 'Etalab Licence Ouverte / Open Licence 2.0',
      spdx: 'etalab-2.0',
      url: 'https://github.com/DISIC/politique-de-contribution-open-source/blob/master/LICENSE.pdf',
      text: `${LICENCES}/etalab-2.0.txt`,
    },
    attribution:
      'Source : Insee, Fichier des prénoms, données 1900–2024 (France) — données retraitées (capitalisation, format) par le projet Name Swiper',
    url: 'https://www.insee.fr/fr/statistiques/8595130?sommaire=8595113',
  },
  {
    id: 'statbel',
    name: 'Prénoms des nouveau-nés',
    publisher: 'Statbel (Directorate-General Statistics – Statistics Belgium)',
    uses: ['births'],
    licence: { kind: 'open', name: 'Statbel open-data licence' },
    attribution:
      'Source: Statbel (Directorate-General Statistics – Statistics Belgium), first names of newborns 1995–2025; modified (reformatted) by the Name Swiper project',
    url: 'https://statbel.fgov.be/fr/themes/population/noms-et-prenoms/prenoms-filles-et-garcons',
  },
  {
    id: 'ons',
    name: 'Baby names in England and Wales',
    publisher: 'Office for National Statistics (ONS)',
    uses: ['births'],
    licence: {
      kind: 'open',
      name: 'Open Government Licence v3.0',
      spdx: 'OGL-UK-3.0',
      url: 'http://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
      text: `${LICENCES}/OGL-UK-3.0.txt`,
    },
    attribution:
      'Source: Office for National Statistics licensed under the Open Government Licence v.3.0. Contains public sector information licensed under the Open Government Licence v3.0.',
    url: 'https://www.ons.gov.uk/',
  },
  {
    id: 'meertens',
    name: 'Nederlandse Voornamenbank',
    publisher: 'Meertens Instituut (KNAW)',
    uses: ['births'],
    licence: { kind: 'none-stated', name: '© Meertens Instituut, KNAW' },
    attribution: 'Source: Nederlandse Voornamenbank, Meertens Instituut (KNAW)',
    url: 'https://www.meertens.knaw.nl/nvb/',
  },
  {
    id: 'istat',
    name: 'Contanomi',
    publisher: 'Istituto Nazionale di Statistica (ISTAT)',
    uses: ['births'],
    licence: {
      kind: 'open',
      name: 'Creative Commons Attribution 3.0 or later',
      spdx: 'CC-BY-3.0',
      url: 'https://creativecommons.org/licenses/by/3.0/',
      text: `${LICENCES}/CC-BY-3.0.txt`,
    },
    attribution:
      'Fonte: Istat — Contanomi; modified (reformatted, years corrected) by the Name Swiper project',
    url: 'https://www.istat.it/it/dati-analisi-e-prodotti/contenuti-interattivi/contanomi',
  },
  {
    id: 'berlin',
    name: 'Liste der häufigen Vornamen (Berlin)',
    publisher:
      'Landesamt für Bürger- und Ordnungsangelegenheiten Berlin (LABO) / BerlinOnline Stadtportal GmbH & Co. KG',
    uses: ['births'],
    licence: {
      kind: 'open',
      name: 'Creative Commons Attribution 3.0 Germany',
      spdx: 'CC-BY-3.0-DE',
      url: 'https://creativecommons.org/licenses/by/3.0/de/',
      text: `${LICENCES}/CC-BY-3.0-DE.txt`,
    },
    attribution:
      'Berliner Landesamt für Bürger- und Ordnungsangelegenheiten (LABO) / BerlinOnline Stadtportal GmbH & Co. KG, https://github.com/berlinonline/haeufige-vornamen-berlin. Changes made: position-1 rows only, districts summed, sex recoded, reformatted (Name Swiper project)',
    url: 'https://github.com/berlinonline/haeufige-vornamen-berlin',
  },
  {
    id: 'ine',
    name: 'Nombres de los recién nacidos',
    publisher: 'Instituto Nacional de Estadística (INE)',
    uses: ['births'],
    licence: {
      kind: 'open',
      name: 'INE legal notice: re-use of the information on its website (Law 37/2007)',
      url: 'https://www.ine.es/dyngs/AYU/en/index.htm?cid=125',
    },
    attribution:
      'Fuente: Instituto Nacional de Estadística (INE), nombres de los recién nacidos 2002–2024; modified (capitalisation, format) by the Name Swiper project',
    url: 'https://www.ine.es/daco/daco42/nombyapel/nombyapel2.htm',
  },
  {
    id: 'michael-dictionary',
    name: "Jörg Michael's first-name dictionary",
    publisher: 'Jörg Michael (c’t magazine 17/2007), updated 2016 by Matthias Winkelmann',
    uses: ['names', 'gender', 'tags'],
    licence: {
      kind: 'open',
      name: 'GNU Free Documentation License 1.2 or later, no Invariant Sections, no Front-Cover Texts, no Back-Cover Texts',
      spdx: 'GFDL-1.2-no-invariants-or-later',
      url: 'https://www.gnu.org/licenses/old-licenses/fdl-1.2.txt',
      text: `${LICENCES}/GFDL-1.2.txt`,
    },
    attribution:
      'This file is subject to the GNU Free Documentation License. Permission is granted to copy, distribute and/or modify this document under the terms of the GNU Free Documentation License, Version 1.2 or any later version published by the Free Software Foundation; with no Invariant Sections, no Front-Cover Texts, and no Back-Cover Texts. Copyright (c): 2007-2008: Jörg MICHAEL, Adalbert-Stifter-Str. 11, 30655 Hannover, Germany. Updated 2016: Matthias Winkelmann, https://github.com/MatthiasWinkelmann/name-database. Original work at http://www.heise.de/ct/ftp/07/17/182/',
    url: 'https://github.com/MatthiasWinkelmann/firstname-database',
  },
  {
    id: 'wiktionary',
    name: 'English Wiktionary',
    publisher: 'Wiktionary contributors',
    uses: ['origins', 'variants'],
    licence: CC_BY_SA_4,
    attribution:
      'Contains data from English Wiktionary (https://en.wiktionary.org), by Wiktionary contributors, CC BY-SA 4.0, extracted by namor_data (David V. Lu!!), modified by the Name Swiper project',
    url: 'https://en.wiktionary.org',
  },
  {
    id: 'wikipron',
    name: 'WikiPron',
    publisher: 'Wiktionary contributors; extracted by WikiPron (CUNY Computational Linguistics lab)',
    uses: ['pronunciations'],
    licence: { ...CC_BY_SA_4, text: `${LICENCES}/wikipron.txt` },
    attribution:
      'Pronunciations from Wiktionary (https://en.wiktionary.org), by Wiktionary contributors, CC BY-SA 4.0, extracted with WikiPron; selected and reformatted by the Name Swiper project',
    url: 'https://github.com/CUNY-CL/wikipron',
  },
  {
    id: 'namor-data',
    name: 'namor_data',
    publisher: 'David V. Lu!!',
    uses: ['origins', 'variants'],
    licence: {
      kind: 'open',
      name: 'BSD 3-Clause License',
      spdx: 'BSD-3-Clause',
      url: 'https://opensource.org/licenses/BSD-3-Clause',
      text: `${LICENCES}/wiktionary-namor-data.txt`,
    },
    attribution: 'Copyright (c) 2024, David V. Lu!!',
    url: 'https://github.com/DLu/namor_data',
  },
  {
    id: 'nicknames-carltonnorthern',
    name: 'carltonnorthern/nicknames',
    publisher: "Old Dominion University's Web Science and Digital Libraries Research Group",
    uses: ['nicknames'],
    licence: {
      kind: 'open',
      name: 'Apache License 2.0',
      spdx: 'Apache-2.0',
      url: 'https://www.apache.org/licenses/LICENSE-2.0',
      text: `${LICENCES}/nicknames.txt`,
    },
    attribution:
      'Nicknames: carltonnorthern/nicknames (Apache-2.0). Modified by the Name Swiper project: names title-cased, relationship column dropped, merged with onyxrev/common_nickname_csv, reformatted',
    url: 'https://github.com/carltonnorthern/nicknames',
  },
  {
    id: 'nicknames-onyxrev',
    name: 'onyxrev/common_nickname_csv',
    publisher: 'onyxrev',
    uses: ['nicknames'],
    licence: {
      kind: 'public-domain',
      name: '“Released as public domain.”',
      text: `${LICENCES}/nicknames.txt`,
    },
    attribution: 'Nicknames: onyxrev/common_nickname_csv (public domain)',
    url: 'https://github.com/onyxrev/common_nickname_csv',
  },
  {
    id: 'namedays-cz',
    name: 'namedays-cs',
    publisher: 'Roman Ožana',
    uses: ['namedays'],
    licence: { ...MIT, text: `${LICENCES}/namedays.txt` },
    attribution: 'Copyright (c) Roman Ožana <roman@ozana.cz> (https://ozana.cz/)',
    url: 'https://github.com/OzzyCzech/namedays-cs',
  },
  {
    id: 'namedays-hu',
    name: 'nevnap',
    publisher: 'David Uri',
    uses: ['namedays'],
    licence: { ...MIT, text: `${LICENCES}/namedays.txt` },
    attribution: 'Copyright (c) 2021 David Uri',
    url: 'https://github.com/nevadavid/nevnap',
  },
  {
    id: 'namedays-gr',
    name: 'Greek-namedays',
    publisher: 'Alex Styl',
    uses: ['namedays'],
    licence: {
      kind: 'public-domain',
      name: 'The Unlicense',
      spdx: 'Unlicense',
      url: 'https://unlicense.org/',
      text: `${LICENCES}/namedays.txt`,
    },
    attribution: 'Name days: Greek-namedays (Alex Styl, public domain)',
    url: 'https://github.com/alexstyl/Greek-namedays',
  },
];

/** The licence of Name Swiper's own code (docs/decisions.md); the data keeps its sources' licences. */
export const PROJECT_LICENCE = { ...MIT, text: 'LICENSE' } as const;
