// The approved teachers of the demo data set (server/seed/demo.ts), each with their classes.
import type { Level, Subject } from "@shared/constants";
import type { Gender, Ijazah, Riwayah } from "@shared/matching";

export interface DemoTeacher {
  username: string;
  firstName: string;
  lastName: string;
  bio: string;
  qualifications: string;
  experience: number;
  hourlyRate: string;
  specializations: Subject[];
  languages: string[];
  timeZone: string;
  gender: Gender;
  riwayat: Riwayah[];
  /** Issue 36: an ijazah an admin verified, with the note of how. */
  verifiedIjazah?: { ijazah: Ijazah; note: string };
  classes: {
    title: string;
    description: string;
    subject: Subject;
    level: Level;
    duration: number;
    price: string;
    maxStudents?: number;
    /** A trial lesson (issue 36): both or neither. */
    trialMinutes?: number;
    trialPrice?: string;
  }[];
}

export const DEMO_TEACHERS: DemoTeacher[] = [
  {
    username: "ustadha.aisha",
    firstName: "Aisha",
    lastName: "Siddiqui",
    bio: "Quran teacher with ijazah in Hafs 'an 'Asim. I help children love the Quran through patient, step-by-step recitation with proper tajweed.",
    qualifications: "Ijazah in Quran recitation (Hafs); BA Islamic Studies, Al-Azhar University",
    experience: 9,
    hourlyRate: "25.00",
    specializations: ["Quran Recitation", "Quran Memorization", "Arabic Language"],
    languages: ["Arabic", "English"],
    timeZone: "Europe/London",
    gender: "female",
    riwayat: ["hafs"],
    verifiedIjazah: {
      ijazah: {
        riwayah: "hafs",
        coversTeaching: true,
        issuer: "Shaykh Mahmoud Amer, Cairo",
        issuedOn: "2014-03-20",
        chain:
          "Shaykh Mahmoud Amer, from Shaykh Ahmad al-Zayyat, from Shaykh Abdul-Aziz Kuhayl, from Shaykh Muhammad Salim al-Hamawi, back through the imams of recitation to Hafs, from 'Asim, from Abu 'Abd al-Rahman al-Sulami, from 'Uthman, 'Ali, Zayd and Ubayy, from the Prophet ﷺ.",
      },
      note: "Scan checked against the issuer's register in Cairo; heard her recite Al-Mulk on a call.",
    },
    classes: [
      {
        title: "Tajweed for Young Readers",
        description:
          "Learn the rules of tajweed through short surahs, with gentle correction and weekly practice goals.",
        subject: "Quran Recitation",
        level: "beginner",
        duration: 45,
        price: "20.00",
        trialMinutes: 15,
        trialPrice: "0.00",
      },
      {
        title: "Juz 'Amma Memorization Circle",
        description: "A structured hifz plan for Juz 'Amma with daily revision techniques and progress tracking.",
        subject: "Quran Memorization",
        level: "intermediate",
        duration: 60,
        price: "25.00",
        maxStudents: 4,
      },
    ],
  },
  {
    username: "shaykh.yusuf",
    firstName: "Yusuf",
    lastName: "Haddad",
    bio: "Teacher of Fiqh and Hadith for teenagers, focused on practical worship and understanding the evidence behind rulings.",
    qualifications: "MA Islamic Jurisprudence, University of Jordan",
    experience: 12,
    hourlyRate: "35.00",
    specializations: ["Islamic Jurisprudence (Fiqh)", "Hadith Studies", "Islamic Ethics"],
    languages: ["Arabic", "English", "French"],
    timeZone: "Asia/Amman",
    gender: "male",
    riwayat: ["hafs"],
    classes: [
      {
        title: "Fiqh of Salah for Teens",
        description: "Purification and prayer step by step: what to do, why, and how to handle common mistakes.",
        subject: "Islamic Jurisprudence (Fiqh)",
        level: "beginner",
        duration: 60,
        price: "30.00",
      },
      {
        title: "Forty Hadith of Imam an-Nawawi",
        description: "Study the forty hadith with meanings, lessons for daily life and light memorization.",
        subject: "Hadith Studies",
        level: "intermediate",
        duration: 60,
        price: "30.00",
      },
    ],
  },
  {
    username: "ustadh.bilal",
    firstName: "Bilal",
    lastName: "Okafor",
    bio: "Storyteller of the Seerah. Children follow the life of the Prophet (peace be upon him) through maps, timelines and discussion.",
    qualifications: "Diploma in Islamic History, Islamic University of Madinah",
    experience: 6,
    hourlyRate: "22.00",
    specializations: ["Seerah (Prophet's Biography)", "Islamic History"],
    languages: ["English"],
    timeZone: "America/New_York",
    gender: "male",
    riwayat: [],
    classes: [
      {
        title: "The Life of the Prophet for Kids",
        description: "From Makkah to Madinah: the key events of the Seerah told as stories with maps and timelines.",
        subject: "Seerah (Prophet's Biography)",
        level: "beginner",
        duration: 45,
        price: "18.00",
        maxStudents: 6,
      },
      {
        title: "Golden Age of Islamic Civilisation",
        description: "Scholars, inventions and cities of the Islamic world, with short projects for curious learners.",
        subject: "Islamic History",
        level: "advanced",
        duration: 60,
        price: "24.00",
      },
    ],
  },
  {
    username: "ustadha.khadija",
    firstName: "Khadija",
    lastName: "Rahimi",
    bio: "Arabic teacher for non-native children. Conversation first, then reading and writing with joy.",
    qualifications: "CELTA-style Arabic teaching certificate; BA Arabic Literature",
    experience: 7,
    hourlyRate: "20.00",
    specializations: ["Arabic Language", "Quran Recitation"],
    languages: ["Arabic", "English", "Urdu"],
    timeZone: "Asia/Karachi",
    gender: "female",
    riwayat: ["hafs"],
    classes: [
      {
        title: "Arabic Alphabet and First Words",
        description:
          "Letters, sounds and first words through games and songs, building the base for reading the Quran.",
        subject: "Arabic Language",
        level: "beginner",
        duration: 30,
        price: "15.00",
      },
    ],
  },
  {
    username: "ustadh.hamza",
    firstName: "Hamza",
    lastName: "Yilmaz",
    bio: "Aqeedah teacher who answers children's big questions about Allah, the angels and the unseen with clarity and care.",
    qualifications: "BA Theology, Marmara University",
    experience: 10,
    hourlyRate: "28.00",
    specializations: ["Aqeedah (Islamic Beliefs)", "Islamic Ethics"],
    languages: ["Turkish", "English", "Arabic"],
    timeZone: "Europe/Istanbul",
    gender: "male",
    riwayat: ["hafs"],
    classes: [
      {
        title: "Pillars of Iman for Children",
        description: "The six pillars of faith explained with stories, questions and reflection for young hearts.",
        subject: "Aqeedah (Islamic Beliefs)",
        level: "beginner",
        duration: 45,
        price: "22.00",
      },
      {
        title: "Adab and Akhlaq: Character Building",
        description: "Manners with parents, friends and teachers drawn from the Quran and Sunnah, with weekly habits.",
        subject: "Islamic Ethics",
        level: "intermediate",
        duration: 45,
        price: "22.00",
        maxStudents: 5,
      },
    ],
  },
  {
    username: "ustadha.nur",
    firstName: "Nur",
    lastName: "Hashim",
    bio: "Hafidha and memorization coach. I build steady hifz routines that fit school life, with parents kept in the loop.",
    qualifications: "Hafidha with ijazah; Diploma in Quranic Studies, International Islamic University Malaysia",
    experience: 8,
    hourlyRate: "24.00",
    specializations: ["Quran Memorization", "Quran Recitation", "Hadith Studies", "Islamic Ethics", "Arabic Language"],
    languages: ["Malay", "English", "Indonesian", "Arabic"],
    timeZone: "Asia/Kuala_Lumpur",
    gender: "female",
    riwayat: ["hafs", "shubah"],
    classes: [
      {
        title: "Hifz Revision Clinic",
        description: "For children who memorise already: strengthen weak pages with a revision schedule that sticks.",
        subject: "Quran Memorization",
        level: "advanced",
        duration: 60,
        price: "26.00",
      },
    ],
  },
  {
    username: "ustadha.fatima",
    firstName: "Fatima",
    lastName: "Bennani",
    bio: "Quran teacher from Fes reciting Warsh 'an Nafi', as taught across North and West Africa. Patient with beginners, exacting with tajweed.",
    qualifications: "Ijazah in Warsh 'an Nafi' to teach; Diploma in Quranic Studies, Dar al-Hadith al-Hassaniyya",
    experience: 11,
    hourlyRate: "26.00",
    specializations: ["Quran Recitation", "Quran Memorization", "Arabic Language"],
    languages: ["Arabic", "French", "English"],
    timeZone: "Africa/Casablanca",
    gender: "female",
    riwayat: ["warsh", "qalun"],
    verifiedIjazah: {
      ijazah: {
        riwayah: "warsh",
        coversTeaching: true,
        issuer: "Shaykh Abdelhamid Bennani of the Qarawiyyin",
        issuedOn: "2013-09-12",
        chain:
          "Shaykh Abdelhamid Bennani, from the shuyukh of the Qarawiyyin in Fes, back through Abu 'Amr al-Dani to Warsh, from Nafi' of Madinah, from Abu Ja'far Yazid ibn al-Qa'qa', from 'Abdullah ibn 'Abbas and Ubayy ibn Ka'b, from the Prophet ﷺ.",
      },
      note: "Issuer contacted by phone in Fes; heard her recite Surat Yasin in Warsh.",
    },
    classes: [
      {
        title: "Recitation in Warsh for Beginners",
        description:
          "Read and recite in the riwayah of Warsh 'an Nafi': its letters, its madd and its imalah, step by step.",
        subject: "Quran Recitation",
        level: "beginner",
        duration: 45,
        price: "22.00",
        trialMinutes: 20,
        trialPrice: "5.00",
      },
    ],
  },
];
