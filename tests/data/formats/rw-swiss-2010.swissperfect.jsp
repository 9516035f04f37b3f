<jsp:include page="/blocks/top.jsp"></jsp:include>
<jsp:include page="/blocks/currevents.jsp"></jsp:include>

<small>More information on <b><a href="/wiki/RW_Swiss">wiki</a></b></small><br/><br/>

<p><a href="/static/pgn/swiss.pgn">Download all games</a></p>
<p><a href="/viewer?l=/static/pgn/swiss.pgn">PGN games viewer</a></p><br/>

<h2>Standings</h2><pre>

Place Name            Feder Rtg  Loc Score M-Buch. Buch. Progr.

  1   iwulu,                2125     6        18.5  26.5   22.0
 2-3  roberttorma,          2264     5        18.5  26.0   22.5
      Maras,                2162     5        18.5  25.5   18.0
  4   AlesD,                1773     4.5      15.0  20.0   12.5
 5-9  jussu,                1993     4        18.0  24.5   18.0
      Noiro,                1780     4        16.5  23.0   16.0
      ivohristov,           1908     4        16.0  23.5   13.5
      sangalla,             1941     4        12.0  19.5   11.0
      NatIn,                1900     4         1.5   3.0    4.0
10-12 WilkBardzoZly,        1951     3.5      17.0  23.0    9.5
      Acho,                 1760     3.5      14.5  19.5   15.0
      JDFitzpat,            1909     3.5       6.0   6.0    7.0
13-18 wfletcher,            1546     3        15.0  19.5    9.5
      Bodia,                1648     3        14.5  21.5   11.0
      sachinravi,           1695     3        14.0  19.0   11.5
      Yaro,                 1989     3        12.5  19.5   13.0
      Pallokala,            2066     3         1.5   6.5    3.0
      Gavrilo,              1609     3         1.5   4.0    3.0
19-20 Buriag,               1650     2.5      14.5  19.5   11.5
      pchesso,              1763     2.5      12.0  17.0   10.0
 21   piorgovici,           1570     2         9.5  14.5    8.0
 22   Nitreb,               1310     1.5      12.5  18.0    5.5

<h2>Cross Table</h2>

No  Name            Feder Rtg   1    2    3    4    5    6    7  

1.  roberttorma,          2264 15:W 12:W  5:W  3:D  2:L  8:W 10:D
2.  Maras,                2162   :    :  12:W 17:W  1:W  3:L  7:W
3.  iwulu,                2125   :  18:W  6:W  1:D  5:W  2:W 12:W
4.  Pallokala,            2066   :    :  15:L   :    :    :    : 
5.  jussu,                1993 16:W  9:W  1:L 15:W  3:L 12:L 18:W
6.  Yaro,                 1989 18:D 14:W  3:L 13:D  8:L 16:D 21:D
7.  WilkBardzoZly,        1951   :    :    :    :  13:D 20:W  2:L
8.  sangalla,             1941   :    :    :  16:W  6:W  1:L   : 
9.  JDFitzpat,            1909 20:W  5:L   :    :    :    :    : 
10. ivohristov,           1908   :    :  17:L 18:W 17:W 15:D  1:D
11. NatIn,                1900   :    :  19:W   :    :    :    : 
12. Noiro,                1780 22:W  1:L  2:L 20:W 14:W  5:W  3:L
13. AlesD,                1773   :    :    :   6:D  7:D 14:W 15:W
14. pchesso,              1763   :   6:L 18:D 22:W 12:L 13:L   : 
15. Acho,                 1760  1:L 21:W  4:W  5:L 16:W 10:D 13:L
16. sachinravi,           1695  5:L 22:W   :   8:L 15:L  6:D 20:W
17. Buriag,               1650   :  20:W 10:W  2:L 10:L 18:L 22:D
18. Bodia,                1648  6:D  3:L 14:D 10:L 21:W 17:W  5:L
19. Gavrilo,              1609   :    :  11:L   :    :    :    : 
20. piorgovici,           1570  9:L 17:L 21:W 12:L 22:W  7:L 16:L
21. wfletcher,            1546   :  15:L 20:L   :W 18:L 22:W  6:D
22. Nitreb,               1310 12:L 16:L   :W 14:L 20:L 21:L 17:D
</pre>


<jsp:include page="/blocks/bottom.jsp"></jsp:include>
