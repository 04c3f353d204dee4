import type { Locale } from '@console/locale';
import { foldForSearch } from '@console/search-text';

/**
 * Words that say how a customer asks, not what about: they never decide a match. "How much" (колку,
 * sa) is not among them: it is what tells a question about a price from one about a procedure. Written as people
 * write them and folded like every text, so "што", "shto" and "što" are one stop word.
 */
const written: Record<Locale, string> = {
  mk: `и а но или на во со за од до се си е сум сме сте да ли дали како што кој која кое кои каде кога
    зошто ми ме мене ја го ги ѝ му им не ни ве вас ви јас ти тој таа тоа ние вие тие ова овој оваа
    овие мој моја мое мои мојата мојот мојов ваш ваша вашата вашиот кај по при преку ќе би има имам
    имаме може можам можеме можете треба сакам сака сакаме здраво поздрав молам благодарам фала ок тука
    веќе уште само многу сега нешто некој сите сè бидејќи ако дека ама`,
  en: `a an the i me my mine you your yours we our us it its is are was were be been am do does did can
    could would should will shall may might must have has had to of for in on at by with from about into
    as and or but if so that this these those there here what which who whom how when where why please
    hi hello hey thanks thank get got any some many want need like just also up out not no yes ok
    one im ive id dont cant`,
  sq: `une unë ti ai ajo ne në ju ata ato i e të se me më për nga tek te si çfarë ku kur pse a apo dhe
    ose por është jam je jemi jeni janë kam ke ka kemi keni kanë mund duhet që juaj im ime imja tim time
    tij saj tyre këtë kjo ky këto pra edhe vetëm shumë lutem përshëndetje faleminderit mirëdita tung do
    dua doja mua ma na u po jo mos nuk një cili cila cilat`,
};

export const STOP_WORDS: Record<Locale, ReadonlySet<string>> = {
  mk: foldedSet(written.mk),
  en: foldedSet(written.en),
  sq: foldedSet(written.sq),
};

function foldedSet(words: string): ReadonlySet<string> {
  return new Set(foldForSearch(words).split(' '));
}
